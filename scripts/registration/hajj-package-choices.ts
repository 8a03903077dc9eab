// Writes forms/hajj-packages.generated.ts from data/hajj.yaml (content/generate/hajj-package-choices.ts):
//   npx tsx scripts/registration/hajj-package-choices.ts          (writes the file)
//   npx tsx scripts/registration/hajj-package-choices.ts --check  (exits 1 when it is stale)
import { HAJJ_PACKAGES_FILE, renderHajjPackageChoices } from '../../content/generate/hajj-package-choices'
import { runGenerator } from '../../content/generate/generated-module'
import { loadCatalogue } from '../../content/load'

runGenerator({
  file: HAJJ_PACKAGES_FILE,
  source: 'data/hajj.yaml',
  script: 'scripts/registration/hajj-package-choices.ts',
  render: () => renderHajjPackageChoices(loadCatalogue('hajj')),
})
