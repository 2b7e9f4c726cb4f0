import type { Config } from '../../config.ts';
import { createSecretBox, type SecretBox } from '../../lib/secret-box/secret-box.ts';

const boxes = new WeakMap<Config, SecretBox>();

/** The app's secret box for connector tokens, built once per configuration. */
export function getSecretBox(config: Config): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = createSecretBox({ encryptionKey: config.encryptionKey, authSecret: config.authSecret });
    boxes.set(config, box);
  }
  return box;
}

/** What a sealed token is bound to: its shop, product and kind, so it cannot be replayed as another. */
export function tokenContext(
  shopId: string,
  connector: string,
  kind: 'refresh' | 'access' | 'verifier' | 'credentials',
): string {
  return `${shopId}:${connector}:${kind}`;
}
