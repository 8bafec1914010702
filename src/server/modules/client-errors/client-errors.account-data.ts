import { registerAccountData } from '../settings/account-data';
import { detachUser, listForUser } from './client-errors.repository';

// Error reports the browser sent while signed in: exported, and detached from the person on deletion.
registerAccountData({ name: 'clientErrorReports', export: listForUser, erase: detachUser });
