import { writeFileSync } from 'node:fs';
import { generatePermissionsDoc, PERMISSIONS_DOC } from './permissions-doc';

/** `npm run docs:permissions`: writes docs/permissions.md from the roles the routes declare. */
writeFileSync(PERMISSIONS_DOC, await generatePermissionsDoc());
console.log(`Written ${PERMISSIONS_DOC}`);
