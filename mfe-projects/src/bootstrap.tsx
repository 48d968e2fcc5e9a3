import { routesOf } from 'shared/routes';
import { mountStandalone } from 'shared/standalone';
import { pages } from './pages';

mountStandalone('mfe-projects', pages, routesOf('mfe_projects'));
