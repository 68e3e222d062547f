import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview.tsx';

// Stories run as tests with the same decorators, globals and axe checks as in Storybook.
setProjectAnnotations([a11yAnnotations, projectAnnotations]);
