import { routesOf } from 'shared/routes';
import { mountStandalone } from 'shared/standalone';
import { pages } from './pages';

mountStandalone('mfe-analytics', pages, routesOf('mfe_analytics'));
