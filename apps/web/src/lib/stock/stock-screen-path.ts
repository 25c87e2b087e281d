/**
 * The pharmacy's stock screen: where the home screen sends the user after picking an
 * organisation, the overview's links, and the list the entry script asks for early. A module of
 * its own so the entry carries this string and nothing more.
 */
export const STOCK_SCREEN_PATH = '/kho-duoc/ton-kho';
