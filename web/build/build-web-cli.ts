// `npm run build:web`: bundles the web app into web/dist (the server also does this on start
// when the output is missing or stale).
import { buildWeb, DEFAULT_OUT_DIR } from './build-web.ts';

const started = Date.now();
const manifest = await buildWeb();
process.stdout.write(`web: ${manifest.files.length} files in ${DEFAULT_OUT_DIR} (${Date.now() - started} ms)\n`);
