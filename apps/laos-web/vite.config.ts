import { appViteConfig } from '../../tools/vite/app-vite-config';

export default appViteConfig({ root: import.meta.dirname, port: 4201 });
