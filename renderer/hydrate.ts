console.log('hydrate')
