// The widgets of Decap's own that the editor registers (admin/decap.ts), by name: tests/admin/
// widgets.test.ts holds every widget the configuration names to these and the editor's own.
export const DECAP_WIDGETS = ['string', 'text', 'select', 'datetime', 'image', 'boolean', 'markdown', 'list', 'object'] as const
