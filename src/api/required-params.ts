import type { Middleware } from 'openapi-fetch';
import { operationRequirements } from '../../generated/operations';

class RequiredParameterError extends Error {
  constructor(name: string, operation: string) {
    super(`Required parameter ${name} was null or undefined when calling ${operation}.`);
    this.name = 'RequiredParameterError';
  }
}

const isMissing = (value: unknown): boolean => value === null || value === undefined;

async function isBodyMissing(request: Request, name: string): Promise<boolean> {
  if (request.body === null) return true;
  const copy = request.clone();
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    return isMissing((await copy.formData()).get(name));
  }
  const text = await copy.text();
  return text === '' || text === 'null';
}

/** Refuses a call before it is sent when a required parameter or body is missing */
export const requiredParamsMiddleware: Middleware = {
  async onRequest({ request, schemaPath, params }) {
    const requirements = operationRequirements[`${request.method.toLowerCase()} ${schemaPath}`];
    if (!requirements) return undefined;
    for (const param of requirements.params) {
      const values: Record<string, unknown> | undefined = params[param.in];
      if (isMissing(values?.[param.name])) {
        throw new RequiredParameterError(param.label, requirements.operation);
      }
    }
    if (requirements.body && (await isBodyMissing(request, requirements.body))) {
      throw new RequiredParameterError(requirements.body, requirements.operation);
    }
    return undefined;
  },
};
