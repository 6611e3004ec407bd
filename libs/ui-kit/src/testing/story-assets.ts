// Absolute URLs of the Storybook's local art (apps/storybook/public), since the kit only renders absolute http(s) URLs.
export function storyAsset(file: string): string {
  return new URL(`/${file}`, window.location.origin).href;
}
