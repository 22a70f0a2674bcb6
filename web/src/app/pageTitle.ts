import type { Params } from 'react-router-dom';
import { PRODUCT_NAME } from '../config/constants';

// Each route names itself in its `handle`; the layout turns the deepest one into
// the document title, e.g. 'Dashboard · GharInsight'.

export interface RouteHandle {
  title: string | ((params: Params) => string | undefined);
}

export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export const NOT_FOUND_TITLE = 'Page Not Found';
