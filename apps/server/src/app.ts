import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { findControlCharacters } from '@kho/contracts';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentSpreadsheetBodies } from './modules/catalogues/catalogue-import.routes';
import type { ZodType } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { registerCatalogues } from './modules/catalogues/register-catalogues';
import { registerInventory } from './modules/inventory/register-inventory';
import { registerPatients } from './modules/patients/register-patients';
import { registerPrescriptions } from './modules/prescriptions/register-prescriptions';
import { registerOverview } from './modules/overview/register-overview';
import { registerReports } from './modules/reports/register-reports';
import { registerProcurement } from './modules/procurement/register-procurement';
import { registerOfficialForms } from './modules/official-forms/register-official-forms';
import { registerBhytXml } from './modules/bhyt-xml/bhyt-xml.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerOrganisationRoutes } from './modules/organisations/organisations.routes';
import { registerOrganisationSettingsRoutes } from './modules/organisation-settings/organisation-settings.routes';
import { OrganisationsService } from './modules/organisations/organisations.service';
import { registerPushRoutes } from './modules/push/push.routes';
import { registerRealtimeRoutes } from './modules/realtime/realtime.routes';
import { registerSystemDataRoutes } from './modules/system-data/system-data.routes';
import { SystemDataService } from './modules/system-data/system-data.service';
import { AccountService } from './modules/users/account.service';
import { requireCaller } from './platform/auth/authenticate';
import { installRouteRoles } from './platform/auth/route-roles';
import { SessionGate } from './platform/auth/sessions';
import type { AppContext } from './platform/context';
import { handleError } from './platform/error-handler';
import { idempotencyHandlers } from './platform/idempotency';
import { enterRequestMemo } from './platform/request-memo';
import { controlCharacterIssue, RequestValidationError } from './platform/errors';
import type { AppInstance } from './platform/fastify-types';
import { localeFromHeader } from './platform/i18n/i18n';
import { PushSender } from './platform/push';
import { RealtimeHub } from './platform/realtime';
import { AccessTokens } from './platform/auth/tokens';
import { registerCompression, serveWebApp } from './platform/web-app';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Content-Security-Policy that fits the web app: own scripts only; MUI injects style tags. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // Compiling WebAssembly (the camera's barcode reader, served by the app itself) and nothing else.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export interface BuiltApp {
  app: AppInstance;
  context: AppContext;
}

export async function buildApp(config: AppConfig, database: Database): Promise<BuiltApp> {
  const logger: FastifyServerOptions['logger'] =
    config.logLevel === 'silent'
      ? false
      : {
          level: config.logLevel,
          redact: [
            'req.headers.authorization',
            'req.headers.cookie',
            'req.headers["sec-websocket-protocol"]',
          ],
        };
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  // Keep zod's issues so the error handler can word them in the caller's language.
  app.setValidatorCompiler(({ schema }) => (data) => {
    const unsafe = findControlCharacters(data);
    if (unsafe.length > 0) return { error: new RequestValidationError(unsafe.map(controlCharacterIssue)) };
    const result = (schema as ZodType).safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  });
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const tokens = new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  const realtime = new RealtimeHub(database, app.log);
  const sessions = new SessionGate(database.db);
  realtime.watchSessions(sessions);
  const push = new PushSender(database.db, config.vapid, app.log);
  const context: AppContext = { config, db: database.db, tokens, sessions, realtime, push };

  app.decorateRequest('locale', 'vi');
  app.decorateRequest('claims', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
    done();
  });
  const authenticate = async (request: FastifyRequest) => {
    request.claims = await requireCaller(request, tokens, sessions);
  };
  app.decorate('authenticate', authenticate);
  // Routes name `authenticate` among their pre-handlers; it runs first of all, when the request
  // arrives, so a caller without a valid token learns nothing of the input rules (401, never 400).
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat();
    if (!preHandlers.includes(authenticate)) return;
    route.preHandler = preHandlers.filter((handler) => handler !== authenticate);
    route.onRequest = [authenticate, ...[route.onRequest ?? []].flat()];
  });
  const organisations = new OrganisationsService(context);
  installRouteRoles(app, authenticate, organisations);
  const idempotency = idempotencyHandlers(database);
  app.addHook('onRequest', idempotency.enterScope);
  app.addHook('onRequest', enterRequestMemo);
  app.decorateRequest('idempotency', undefined);
  app.decorate('idempotent', idempotency.preHandler);
  app.addHook('onSend', idempotency.onSend);
  await registerCompression(app);

  await app.register(cookie);
  await app.register(helmet, { contentSecurityPolicy: { directives: CSP_DIRECTIVES } });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || config.allowedOrigins.includes(origin)),
    credentials: true,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kho Dược API',
        version: '1.0.0',
        description: 'Hospital pharmacy and medicine warehouse',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: documentSpreadsheetBodies,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(websocket, {
    // On shutdown, sockets are closed with 1012 (service restart): the clients reconnect, to another
    // instance or to this one once it is back.
    preClose(this: AppInstance, done: (error?: Error) => void) {
      realtime.closeAll();
      const sockets = this.websocketServer;
      // A client that does not answer the closing handshake is cut off rather than holding the shutdown.
      const cutOff = setTimeout(() => sockets.clients.forEach((socket) => socket.terminate()), 2000);
      sockets.close(() => {
        clearTimeout(cutOff);
        done();
      });
    },
    options: {
      maxPayload: 64 * 1024,
      handleProtocols: (protocols) => (protocols.has('bearer') ? 'bearer' : false),
    },
  });

  registerHealthRoutes(app, database, realtime);
  registerAuthRoutes(app, { auth: new AuthService(context), account: new AccountService(context), config });
  registerOrganisationRoutes(app, organisations);
  registerOrganisationSettingsRoutes(app, context, organisations);
  registerSystemDataRoutes(app, new SystemDataService(context, organisations));
  registerCatalogues(app, context, organisations);
  registerInventory(app, context, organisations);
  registerPatients(app, context, organisations);
  registerPrescriptions(app, context, organisations);
  registerReports(app, context, organisations);
  registerProcurement(app, context, organisations);
  registerOfficialForms(app, context, organisations);
  registerBhytXml(app, context, organisations);
  registerOverview(app, context, organisations);
  registerPushRoutes(app, push);
  registerRealtimeRoutes(app, { hub: realtime, tokens, sessions, organisations });

  await serveWebApp(app, config.webDist ?? DEFAULT_WEB_DIST);

  // While closing, a response that finishes also ends its keep-alive connection, so the server's
  // close is not held by idle clients (Fastify keeps them for 72 s).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('onReady', async () => {
    await realtime.start();
  });
  app.addHook('onClose', async () => {
    await realtime.stop();
  });

  return { app, context };
}
