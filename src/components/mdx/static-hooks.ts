/**
 * Hooks for components a page declares inline and Quire draws once, at build time (they draw
 * Quire's components, which are not React, so they cannot come alive in the browser): each gives
 * what React gives on a component's first render, so the page shows the component's first state,
 * as a reader of Mintlify's site sees it before touching it. Effects never run at build time.
 */
type Initial<T> = T | (() => T);
const initial = <T>(value: Initial<T>): T => (typeof value === 'function' ? (value as () => T)() : value);
const ignore = () => undefined;

export const useState = <T>(value: Initial<T>): [T, (next: unknown) => void] => [initial(value), ignore];
export const useReducer = <S, A>(_reducer: (state: S, action: A) => S, state: S, init?: (state: S) => S): [S, (action: A) => void] => [init ? init(state) : state, ignore];
export const useRef = <T>(current: T): { current: T } => ({ current });
export const useMemo = <T>(make: () => T): T => make();
export const useCallback = <T>(callback: T): T => callback;
export const useEffect = (_effect: () => unknown): void => undefined;
export const useLayoutEffect = useEffect;
export const useContext = <T>(context: { _currentValue?: T; defaultValue?: T } | undefined): T | undefined => context?._currentValue ?? context?.defaultValue;
