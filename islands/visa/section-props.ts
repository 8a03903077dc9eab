/** What every section of an application receives for its fields K (labels from forms/). */
export interface SectionProps<K extends string> {
  labels: Record<K, string>
  values: Record<K, string>
  errors: Partial<Record<string, string>>
  onChange: (name: K, value: string) => void
}
