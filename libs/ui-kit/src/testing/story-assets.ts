// Absolute URLs of the Storybook's local art (apps/storybook/public), since the kit only renders absolute http(s) URLs.
// Relative to the page, so a Storybook deployed under a sub-path (/storybook/) finds its files.
export function storyAsset(file: string): string {
  return new URL(file, document.baseURI).href;
}
