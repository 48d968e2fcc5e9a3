import { routesOf } from 'shared/routes';
import { mountStandalone } from 'shared/standalone';
import { pages } from './pages';

mountStandalone('mfe-ted', pages, routesOf('mfe_ted'));
