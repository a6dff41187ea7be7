// The reports area: the list, the detail, and an account's monthly statements (rendered by the account page).
export { AccountStatements, type AccountStatementsProps } from './AccountStatements';
export { readReports, readStatements, writeReports } from './permissions';
export { DownloadButton, type DownloadButtonProps } from './DownloadButton';
