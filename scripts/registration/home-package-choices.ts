// Writes forms/home-packages.generated.ts from data/umrah.yaml and data/hajj.yaml as they stand on
// the day of the build (content/generate/home-package-choices.ts). `npm run build` runs it; by hand:
//   npx tsx scripts/registration/home-package-choices.ts
import { runGenerator } from '../../content/generate/generated-module'
import { HOME_PACKAGES_FILE, homePackageChoices, renderHomePackageChoices } from '../../content/generate/home-package-choices'
import { loadFilled } from '../../content/facts'
import { loadCatalogue } from '../../content/load'
import { today } from '../../content/today'

const day = today()
runGenerator({
  file: HOME_PACKAGES_FILE,
  source: 'data/umrah.yaml and data/hajj.yaml',
  script: 'scripts/registration/home-package-choices.ts',
  render: () => renderHomePackageChoices(homePackageChoices(loadFilled('umrah'), loadCatalogue('hajj'), day), day),
})
