if (document.querySelector('[data-island]')) { import('./hydrate') }
