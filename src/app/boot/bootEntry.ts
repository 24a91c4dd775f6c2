/** The boot script's entry, bundled by scripts/build/pageBoot.ts into index.html (not part of the app's bundle). */
import { runPageBoot } from './pageBoot';

runPageBoot();
