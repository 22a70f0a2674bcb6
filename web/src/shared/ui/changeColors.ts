import './changeColors.css';

/** The colour of a change by its tone, following the light or dark theme (changeColors.css). */
export const CHANGE_COLOR = { up: 'var(--gi-change-up)', down: 'var(--gi-change-down)' } as const;
