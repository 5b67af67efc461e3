/** Phones and small windows: the top bar folds into two slim rows and the header menu scrolls sideways. */
export const NARROW_SCREEN = '(max-width: 40rem)';
