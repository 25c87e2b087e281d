/**
 * A screen marks its action row with this attribute to keep it clear of the top-right toasts
 * (toast-placement.ts). A module of its own: the screens need the name, not the placement's code,
 * which loads with the toast library.
 */
export const TOAST_CLEAR_ATTRIBUTE = 'data-toast-clear';
