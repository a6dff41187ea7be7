// What the release notes offer other features.
export { ReleaseNotesModal } from './ReleaseNotesModal';
