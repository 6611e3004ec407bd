// Public entry of @wallet/ui-kit: components, hooks and the texts provider. Styles ship separately as styles.css.
export * from './texts';
export * from './spinner';
export * from './button';
export * from './text-field';
export * from './checkbox';
export * from './select';
export * from './language-dropdown';
export * from './loader';
export * from './modal-dialog';
export * from './alert-dialog';
export * from './toast';
export * from './top-bar';
export * from './bottom-bar';
export * from './balance-card';
export * from './empty-state';
export * from './not-found';
