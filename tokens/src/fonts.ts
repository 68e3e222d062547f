// Web fonts from the npm registry (not the system), so every machine renders the same pixels.
// Noto Sans covers Latin, Cyrillic, Greek, Vietnamese and Devanagari; Noto Sans Arabic covers
// AR/FA/UR for RTL; Poppins is the neon brand's face; scripts.css declares the Burmese, Khmer, Lao and
// Telugu families the font stacks name (each file loads only for text in its script).
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/700.css';
// After the Noto Sans faces: ₱ comes from its own 1 KB file, not the whole latin-ext one (peso.css).
import './peso.css';
import './scripts.css';
import '../dist/css/brands.css';
