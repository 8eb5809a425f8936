// Every journey, registered by importing its file (scripts/test-engines.ts runs them).
import './navigation.ts';
import './theme.ts';
import './skills-projects.ts';
import './carousels.ts';
import './contact.ts';
import './accessibility.ts';
import './focus-under-bar.ts';
import './no-script.ts';
import './first-paint.ts';
import './early-taps.ts';
import './project-page.ts';
import './web-font.ts';
import './parts-alive-above.ts';
