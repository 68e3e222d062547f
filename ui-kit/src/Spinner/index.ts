export { Spinner, Loading } from './Spinner.tsx';
export type { SpinnerProps, LoadingProps } from './Spinner.tsx';
