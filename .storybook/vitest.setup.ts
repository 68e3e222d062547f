import { setProjectAnnotations } from '@storybook/react-vite';
import preview from './preview.tsx';

// Stories run as tests with the same decorators, globals and axe checks as in Storybook: the factory
// preview's composed annotations (its addons, a11y among them, included).
setProjectAnnotations(preview.composed);
