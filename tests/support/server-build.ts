import { buildServerIfStale } from '../../scripts/server-build.mjs';

/**
 * vitest globalSetup of the projects that start gateway processes: they run the built gateway as
 * `npm start` and a deployment do (scripts/server-build.mjs), so it is built first when a source
 * changed since.
 */
export default async function setup() {
  await buildServerIfStale();
}
