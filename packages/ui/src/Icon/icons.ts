// The curated icon set: semantic names over lucide glyphs, one module each, so an icon lands in the chunk
// of the code that uses it (a shared module of all icons would land whole in the app's entry chunk).

// Navigation
export { IconDashboard } from './glyphs/IconDashboard';
export { IconProjects } from './glyphs/IconProjects';
export { IconTransactions } from './glyphs/IconTransactions';
export { IconReports } from './glyphs/IconReports';
export { IconBilling } from './glyphs/IconBilling';
export { IconAccounts } from './glyphs/IconAccounts';
export { IconDisputes } from './glyphs/IconDisputes';
export { IconPaymentLinks } from './glyphs/IconPaymentLinks';
export { IconTeam } from './glyphs/IconTeam';
export { IconDevelopers } from './glyphs/IconDevelopers';
export { IconMailbox } from './glyphs/IconMailbox';
export { IconSettings } from './glyphs/IconSettings';
export { IconLogout } from './glyphs/IconLogout';
export { IconOrganization } from './glyphs/IconOrganization';
export { IconUser } from './glyphs/IconUser';
export { IconPayouts } from './glyphs/IconPayouts';
export { IconCard } from './glyphs/IconCard';
export { IconApiKey } from './glyphs/IconApiKey';
export { IconWebhook } from './glyphs/IconWebhook';
export { IconNotifications } from './glyphs/IconNotifications';
export { IconHelp } from './glyphs/IconHelp';
export { IconMenu } from './glyphs/IconMenu';
export { IconSidebar } from './glyphs/IconSidebar';

// Actions
export { IconSearch } from './glyphs/IconSearch';
export { IconFilter } from './glyphs/IconFilter';
export { IconCopy } from './glyphs/IconCopy';
export { IconCheck } from './glyphs/IconCheck';
export { IconClose } from './glyphs/IconClose';
export { IconPlus } from './glyphs/IconPlus';
export { IconMinus } from './glyphs/IconMinus';
export { IconEdit } from './glyphs/IconEdit';
export { IconDelete } from './glyphs/IconDelete';
export { IconRefund } from './glyphs/IconRefund';
export { IconExternalLink } from './glyphs/IconExternalLink';
export { IconDownload } from './glyphs/IconDownload';
export { IconUpload } from './glyphs/IconUpload';
export { IconRefresh } from './glyphs/IconRefresh';
export { IconMore } from './glyphs/IconMore';
export { IconMoreVertical } from './glyphs/IconMoreVertical';
export { IconEye } from './glyphs/IconEye';
export { IconEyeOff } from './glyphs/IconEyeOff';
export { IconCalendar } from './glyphs/IconCalendar';
export { IconClock } from './glyphs/IconClock';
export { IconLanguage } from './glyphs/IconLanguage';
export { IconLock } from './glyphs/IconLock';

// Direction
export { IconChevronDown } from './glyphs/IconChevronDown';
export { IconChevronUp } from './glyphs/IconChevronUp';
export { IconChevronStart } from './glyphs/IconChevronStart';
export { IconChevronEnd } from './glyphs/IconChevronEnd';
export { IconChevronsStart } from './glyphs/IconChevronsStart';
export { IconChevronsEnd } from './glyphs/IconChevronsEnd';
export { IconChevronsUpDown } from './glyphs/IconChevronsUpDown';
export { IconArrowUp } from './glyphs/IconArrowUp';
export { IconArrowDown } from './glyphs/IconArrowDown';

// Status
export { IconSuccess } from './glyphs/IconSuccess';
export { IconWarning } from './glyphs/IconWarning';
export { IconError } from './glyphs/IconError';
export { IconInfo } from './glyphs/IconInfo';
export { IconPending } from './glyphs/IconPending';
export { IconBlocked } from './glyphs/IconBlocked';
export { IconNeutral } from './glyphs/IconNeutral';
export { IconProcessing } from './glyphs/IconProcessing';

// Theme
export { IconSun } from './glyphs/IconSun';
export { IconMoon } from './glyphs/IconMoon';
export { IconMonitor } from './glyphs/IconMonitor';
