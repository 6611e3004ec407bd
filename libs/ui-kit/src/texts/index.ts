export { KitTextsProvider, useKitTexts, fillTemplate, defaultKitTexts } from './kit-texts';
export type { KitTexts, KitTextsProviderProps } from './kit-texts';
