import type { FastifyInstance } from 'fastify';

/**
 * How the modules reach one another at run time (docs/decisions/0301). A port is a decoration of
 * the app, typed in the module below of the two (the one the other imports) and provided by one
 * module's plugin:
 *
 * - a module reads the ports of the modules registered before it when it registers, and names them
 *   in its plugin's `decorators` (Fastify refuses to register it without them);
 * - a port it needs from a module above it (the COD decision for checkout, an order's capture for
 *   the payment webhook) is provided by that module, registered after it: it is read through
 *   `providedLater`, when called, and the app refuses to start while no module provides it.
 */
export type PortName = keyof FastifyInstance & string;

/**
 * The port `name`, provided by a module registered after this one: every call and every member
 * read goes to the port as it is then. The app refuses to start while no module has provided it.
 */
export function providedLater<K extends PortName>(app: FastifyInstance, name: K): FastifyInstance[K] {
  app.addHook('onReady', async () => {
    if (!app.hasDecorator(name)) throw new Error(`No module provides the port ${name}: register the module that does.`);
  });
  const port = () => app[name] as unknown as object;
  return new Proxy(function port() {}, {
    apply: (_target, _this, args: unknown[]) =>
      Reflect.apply(port() as (...args: unknown[]) => unknown, undefined, args),
    get: (_target, key) => {
      const provided = port();
      const value: unknown = Reflect.get(provided, key);
      return typeof value === 'function' ? value.bind(provided) : value;
    },
  }) as unknown as FastifyInstance[K];
}
