// What the projects area offers other features.
export { projectQueries } from './queries';
export { ProjectModeContext } from './ProjectModeContext';
export { useProjectNames } from './projectNames';
