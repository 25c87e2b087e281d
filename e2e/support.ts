import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { TopModule } from '@kho/contracts';

export const PASSWORD = 'demo1234';
export const ORGANISATION = 'Bệnh viện Đa khoa Demo';

/** Signs in through the login form and waits for the home page. */
export async function login(
  page: Page,
  username = 'admin',
  password = PASSWORD,
  options: { remember?: boolean; accountLanguage?: boolean } = {},
) {
  await page.goto('/dang-nhap');
  // The browser keeps the language it shows unless a test is about the account's language: an
  // earlier English test on the same server leaves the user's account in English, which a browser
  // without a language of its own would take at login.
  if (!options.accountLanguage)
    await page.evaluate(() => {
      if (!/(^|; )locale=/.test(document.cookie)) document.cookie = 'locale=vi; path=/';
    });
  await page.getByRole('textbox', { name: /^(Tên đăng nhập|User name)$/ }).fill(username);
  await page.getByLabel(/^(Mật khẩu|Password)/).fill(password);
  const remember = page.getByRole('checkbox');
  if (options.remember !== undefined && (await remember.isChecked()) !== options.remember)
    await remember.click();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/);
  signedInAs.set(page, username);
}

/** Picks the demo organisation on the home page and waits for the first module page. */
export async function openOrganisation(page: Page) {
  await page.getByTestId('organisation-card').filter({ hasText: ORGANISATION }).click();
  await expect(page).toHaveURL(/\/kho-duoc\/ton-kho$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

/**
 * Signs out through the menu (`discardUnsaved`: agreeing to drop the screen's unsaved work). That ends the signed-in user's session on this device, so that
 * user's stored session is not reused after; other users' sessions live on.
 */
export async function logout(page: Page, options: { discardUnsaved?: boolean } = {}) {
  await openAccountMenu(page);
  await page.getByTestId('menu-logout').press('Enter');
  // A screen with unsaved work asks first (the session ends only once the user agrees).
  if (options.discardUnsaved) await page.getByTestId('confirm-dialog').getByTestId('confirm-yes').click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  const user = signedInAs.get(page);
  if (user) sessions.delete(user);
  else sessions.clear();
  signedInAs.delete(page);
}

/**
 * Chooses an option of a MUI select identified by its label. The option is clicked once its menu
 * has finished growing (a click during the transition can land on a neighbour), and the menu must
 * close, which is what a chosen option does.
 */
export async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await settleAnimations(page);
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}

/** The two languages of the app; the flows' text tables are keyed by them. */
export type Lang = 'vi' | 'en';

/**
 * The languages a flow written for both runs in: by default the one it names, and the flows are
 * named so that each language drives about half of them, on different screens (the English and
 * Vietnamese runs of one flow pass through the same code; the locale files' keys are compared by a
 * unit test). `E2E_LANGUAGES=all`, and the documentation screenshots, run every flow in both.
 */
export function flowLanguages(lang: Lang): Lang[] {
  return process.env.E2E_LANGUAGES === 'all' || DOCS_SCREENSHOTS ? ['vi', 'en'] : [lang];
}

/**
 * The documentation's screenshots (docs/screenshots) are made by `npm run docs:screenshots`
 * (SCREENSHOTS=1), which runs every spec; the CI run skips the pictures, not the steps around them.
 */
export const DOCS_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Saves a documentation screenshot when pictures are asked for: at `size` when given (the window
 * goes back to the desktop size after), once animations have settled.
 */
export async function docScreenshot(
  page: Page,
  path: string,
  options: { fullPage?: boolean; size?: { width: number; height: number } } = {},
) {
  if (!DOCS_SCREENSHOTS) return;
  if (options.size) await page.setViewportSize(options.size);
  // A whole page is drawn from its top: scrolled (to the field just used), the app bar and the toasts,
  // which stay in view, would be drawn across the middle of the picture.
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await settleAnimations(page);
  await page.screenshot({ path, fullPage: options.fullPage });
  if (options.size) await page.setViewportSize({ width: 1366, height: 768 });
}

/**
 * Opens the account menu at the app bar's right end from the keyboard: the toast that greets a login
 * covers the menu's button at the top right, appears a moment after the page (its library loads
 * with it), and stays while a pointer rests on it, so a click can land on the toast instead.
 */
export async function openAccountMenu(page: Page) {
  await page.getByTestId('user-menu-button').press('Enter');
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('#notistack-snackbar, .notistack-MuiContent').filter({ hasText: text }).first();
}

export async function storageItem(page: Page, key: string) {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Who signed in on a page through `login` or `signIn` (a test may also sign in by other means). */
const signedInAs = new WeakMap<Page, string>();

/** The stored session of each user in this worker (one process per worker) and when it was made. */
const sessions = new Map<string, { state: StorageState; at: number }>();
// Access tokens live 15 minutes; a session older than this signs in afresh rather than refresh.
const SESSION_REUSE_MS = 10 * 60_000;

/** A department and warehouse chosen in a top module (`kho-duoc`, `bao-cao`, ...). */
export interface Workspace {
  module: TopModule;
  department: string;
  warehouse: string;
}

/** Where a signed-in test starts, besides its path: the language and a module's workspace. */
export interface Arrival {
  /** The language the app shows, as if chosen on this device (the account's stays as it is). */
  lang?: Lang;
  /** The department and warehouse chosen in a top module, by the names its selectors show. */
  workspace?: Workspace;
}

const STOCK_PATH = '/kho-duoc/ton-kho';

/**
 * Signs `user` in with the demo organisation picked and lands on its first module page, or on
 * `path` when given; with `path` null it opens no page (for a test that sets up its data through
 * the API before its first screen), unless the login form was needed. The first time in a worker
 * this goes through the login form; later tests restore that browser state and open `path`
 * directly, since for them signing in is a precondition, not the subject. The arrival's language
 * and workspace are stored in the browser before the page opens, as the app keeps them, instead
 * of chosen on a first page: a test whose subject is elsewhere does not pay for a page and a
 * language it does not look at.
 */
export async function signIn(page: Page, user = 'admin', path?: string | null, arrival: Arrival = {}) {
  let stored = sessions.get(user);
  signedInAs.set(page, user);
  if (!stored || Date.now() - stored.at >= SESSION_REUSE_MS) {
    await login(page, user);
    await openOrganisation(page);
    stored = { state: await page.context().storageState(), at: Date.now() };
    sessions.set(user, stored);
    if (!path && !arrival.lang && !arrival.workspace) return;
  }
  await page.context().setStorageState(await arrivalState(page, user, stored.state, arrival));
  if (path === null) return;
  await page.goto(path ?? STOCK_PATH);
  if (arrival.lang) await expect(page.locator('html')).toHaveAttribute('lang', arrival.lang);
  if (path) return;
  await expect(page).toHaveURL(/\/kho-duoc\/ton-kho$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

/** The workspaces' ids by server, user and names: the same for every test of a worker. */
const workspaceIds = new Map<string, { departmentId: string; warehouseId: string }>();

/** A signed-in state with the arrival's language and workspace stored in it. */
async function arrivalState(page: Page, user: string, state: StorageState, arrival: Arrival) {
  const origin = state.origins[0]?.origin;
  const accessToken = state.cookies.find((c) => c.name === 'access-token');
  if (!origin || !accessToken) throw new Error('the stored session has no app origin or token');
  const items = new Map((state.origins[0]?.localStorage ?? []).map((item) => [item.name, item.value]));
  let cookies = state.cookies;
  if (arrival.lang) {
    // The app's own cookie, kept as the app writes it (the token's attributes), readable by scripts.
    const locale = { ...accessToken, name: 'locale', value: arrival.lang, httpOnly: false };
    cookies = [...cookies.filter((cookie) => cookie.name !== 'locale'), locale];
    items.set('locale', arrival.lang);
  }
  if (arrival.workspace) {
    const { module } = arrival.workspace;
    const token = decodeURIComponent(accessToken.value);
    const ids = await workspaceOf(page, user, origin, token, state, arrival.workspace);
    items.set(`khoa.selected.${module}`, ids.departmentId);
    items.set(`kho.selected.${module}`, ids.warehouseId);
  }
  const localStorage = [...items].map(([name, value]) => ({ name, value }));
  return { cookies, origins: [{ origin, localStorage }, ...state.origins.slice(1)] };
}

async function workspaceOf(
  page: Page,
  user: string,
  origin: string,
  token: string,
  state: StorageState,
  names: Workspace,
) {
  const organisationId = state.origins[0]?.localStorage.find((item) => item.name === 'org.selected')?.value;
  const key = [origin, organisationId, user, names.department, names.warehouse].join('|');
  const known = workspaceIds.get(key);
  if (known) return known;
  const departments = await myDepartments(page, organisationId ?? '', token);
  const department = departments.find((d) => d.ten === names.department);
  const warehouse = department?.kho_truc_thuoc.find((w) => w.ten === names.warehouse);
  if (!department || !warehouse)
    throw new Error(`no ${names.warehouse} in ${names.department} for this user`);
  const ids = { departmentId: department.id, warehouseId: warehouse.id };
  workspaceIds.set(key, ids);
  return ids;
}

/** A department of the caller with its warehouses, as `danh-muc-khoa-kho-cua-toi` lists them. */
export interface MyDepartment {
  id: string;
  ten: string;
  kho_truc_thuoc: { id: string; ten: string }[];
}

/**
 * The caller's departments in an organisation, asked with the browser's token, or with `token`
 * for a stored session not yet restored in it.
 */
export async function myDepartments(page: Page, organisationId: string, token?: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'access-token');
  const bearer = token ?? (cookie ? decodeURIComponent(cookie.value) : '');
  const response = await page.request.get('/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi', {
    params: { to_chuc_id: organisationId },
    headers: { Authorization: `Bearer ${bearer}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: MyDepartment[] }).data;
}

/**
 * Waits until no finite CSS animation or transition runs (dialogs opening, drawers sliding), so a
 * screenshot shows the settled screen; endless ones such as progress bars are left alone.
 */
export async function settleAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
