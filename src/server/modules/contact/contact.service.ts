import type { ContactMessage } from '../../../core/api/contact';
import type { DbOrTx } from '../../db/create-db';
import * as repository from './contact.repository';
import type { ContactMessageRow } from './contact.table';

/** Stores a message from the contact, support or enterprise form; e-mail addresses are kept lower-case. */
export function receiveMessage(db: DbOrTx, message: ContactMessage): Promise<ContactMessageRow> {
  return repository.insertMessage(db, {
    kind: message.kind,
    name: message.name,
    email: message.email.toLowerCase(),
    company: message.company ?? null,
    topic: message.topic ?? null,
    teamSize: message.teamSize ?? null,
    message: message.message,
  });
}
