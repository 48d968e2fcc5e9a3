import { routesOf } from 'shared/routes';
import { mountStandalone } from 'shared/standalone';
import { pages } from './pages';

mountStandalone('mfe-views', pages, routesOf('mfe_views'));
