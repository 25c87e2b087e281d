/**
 * The pharmacy's stock screen: a module's first page, the overview's links, and the list the entry
 * script asks for early. A module of its own so the entry carries this string, not the route table.
 */
export const STOCK_SCREEN_PATH = '/kho-duoc/ton-kho';
