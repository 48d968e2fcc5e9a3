import { routesOf } from 'shared/routes';
import { mountStandalone } from 'shared/standalone';
import { pages } from './pages';

mountStandalone('mfe-accounts', pages, routesOf('mfe_accounts'));
