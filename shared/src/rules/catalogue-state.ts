import type { CatalogueSlug } from '../constants';
import { ALL_FILTER, KEYWORD_MAX } from '../contract/catalogue-text';

/** What a catalogue page shows, kept in the URL so links, reloads and back/forward keep it. */
export interface CatalogueState {
  keyword: string;
  subCategory: string;
  page: number;
}

/** Reads the state from `?keyword=&sub_category=&page=`; anything odd falls back to the defaults. */
export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    subCategory: params.get('sub_category') ?? ALL_FILTER,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a state; defaults are left out so the plain page keeps a clean URL. */
export function catalogueSearchParams(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.subCategory && state.subCategory !== ALL_FILTER) params.set('sub_category', state.subCategory);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The two calls a catalogue page makes for a state, as route inputs. The page and the server (which puts
 * their answers into the page it serves) build them here, so both name the same cache entries.
 */
export function catalogueCalls(category: CatalogueSlug, state: CatalogueState) {
  return {
    category: { params: { category } },
    search: {
      query: { page: state.page },
      body: { category, sub_category: state.subCategory, keyword: state.keyword || undefined },
    },
  };
}
