// `npm run openapi`: writes the OpenAPI document of the declared calls (the one /api/openapi.json
// serves) to the file named, or prints it; `.ci/run` lints it with Redocly's recommended rules.
import { writeFileSync } from 'node:fs';
import { allCalls } from '../src/api/contract/calls';
import { openapiDocument } from '../server/openapi/document';
import { legacyCalls } from '../server/openapi/catalogue';

const text = `${JSON.stringify(openapiDocument([...allCalls, ...legacyCalls()]), null, 2)}\n`;
const file = process.argv[2];
if (file) writeFileSync(file, text);
else process.stdout.write(text);
