import type { FastifyInstance } from 'fastify';
import { findUnsafeInput } from '../../core/api/input-rules';
import { validationFailed } from '../lib/app-error';

/**
 * The edge rule of src/core/api/input-rules.ts, applied to every route (present and future) before its schema:
 * no NUL or lone surrogates in any parameter, query value, body string or key, and bounded nesting and size of
 * JSON bodies. A bad `%00` id is refused here, before any query sees it.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [where, value] of parts) {
      const problem = findUnsafeInput(value, where);
      if (problem)
        throw validationFailed('The request is not valid', [{ path: problem.path, message: `${problem.path} ${problem.message}` }]);
    }
  });
}
