import type { FastifyInstance } from 'fastify';
import { createRoute } from './create';
import { taskRoutes } from './tasks';

/**
 * /api/background-task (reports-and-foundation §4, §7; paths in src/api/contract/initiatives-list.ts):
 * creating a task puts its job on pg-boss (server/tasks); the portal reads the product's own
 * task table and fetches a finished task's file by the link task/file answers.
 */
export default async function backgroundTask(app: FastifyInstance) {
  createRoute(app);
  taskRoutes(app);
}
