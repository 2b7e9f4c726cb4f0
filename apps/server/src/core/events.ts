import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';

/**
 * A subscriber runs inside the emitter's transaction, so what it records commits with the
 * emitter's write or not at all: a process that dies between the two loses nothing. It must stay
 * short (an import batch waits for it); slower work is a job it queues there
 * (docs/ARCHITECTURE.md "Ingest").
 */
export type EventHandler<Payload> = (trx: Transaction<Database>, event: Payload) => Promise<void>;

/**
 * A typed in-process event bus: `Events` maps each event's name to its payload. A module that
 * writes announces what it changed; the modules that follow such writes subscribe, so the writer
 * needs to know none of them.
 */
export class EventBus<Events extends { [Name in keyof Events]: object }> {
  private readonly handlers = new Map<keyof Events, Set<EventHandler<never>>>();

  /** Adds a subscriber; subscribing the same function again changes nothing. */
  on<Name extends keyof Events>(name: Name, handler: EventHandler<Events[Name]>): void {
    let handlers = this.handlers.get(name);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(name, handlers);
    }
    handlers.add(handler);
  }

  /** Runs every subscriber of the event, one after the other, in the emitter's transaction. */
  async emit<Name extends keyof Events>(
    trx: Transaction<Database>,
    name: Name,
    event: Events[Name],
  ): Promise<void> {
    const handlers = (this.handlers.get(name) ?? new Set()) as Set<EventHandler<Events[Name]>>;
    for (const handler of handlers) await handler(trx, event);
  }
}
