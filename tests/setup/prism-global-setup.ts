import { ports } from '../../scripts/ports.mjs';
import { startPrism } from '../../scripts/prism.mjs';

/** Unit tests talk to a Prism mock of openapi.yaml, so the contract and the client meet. */
export default async function setup(): Promise<() => void> {
  const { stop } = await startPrism(ports.unitMock);
  return stop;
}
