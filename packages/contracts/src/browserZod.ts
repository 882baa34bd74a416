import { z } from 'zod';

// In browsers zod's JIT first probes `new Function('')`, which the web app's CSP forbids: every
// page loading these schemas would log a CSP eval violation. The web app validates nothing
// hot, so browsers run zod without it; the server keeps the JIT.
if ('document' in globalThis) z.config({ jitless: true });
