// The curated icon set: semantic names over lucide glyphs. Each is its own export, marked pure, so
// importing one does not pull the rest into a bundle.
import {
  ArrowDown,
  ArrowLeftRight,
  ArrowUp,
  Ban,
  Bell,
  Building2,
  Calendar,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  ChevronsLeft,
  ChevronsRight,
  ChevronsUpDown,
  Circle,
  CircleCheck,
  CircleHelp,
  CircleX,
  Clock,
  CodeXml,
  Copy,
  CreditCard,
  Download,
  Ellipsis,
  EllipsisVertical,
  ExternalLink,
  Eye,
  EyeOff,
  FolderKanban,
  Globe,
  Hourglass,
  Inbox,
  Info,
  KeyRound,
  Landmark,
  LayoutDashboard,
  Link2,
  ListFilter,
  LoaderCircle,
  Lock,
  LogOut,
  Menu,
  Minus,
  Monitor,
  Moon,
  PanelLeft,
  Pencil,
  Plus,
  Receipt,
  RefreshCw,
  Scale,
  Search,
  Settings,
  Sun,
  Trash2,
  TriangleAlert,
  Undo2,
  Upload,
  User,
  Users,
  Wallet,
  Webhook,
  X,
} from 'lucide-react';
import { createIcon } from './Icon';

// Navigation
export const IconDashboard = /* @__PURE__ */ createIcon(LayoutDashboard, 'IconDashboard');
export const IconProjects = /* @__PURE__ */ createIcon(FolderKanban, 'IconProjects');
export const IconTransactions = /* @__PURE__ */ createIcon(ArrowLeftRight, 'IconTransactions');
export const IconReports = /* @__PURE__ */ createIcon(ChartColumn, 'IconReports');
export const IconBilling = /* @__PURE__ */ createIcon(Receipt, 'IconBilling');
export const IconAccounts = /* @__PURE__ */ createIcon(Landmark, 'IconAccounts');
export const IconDisputes = /* @__PURE__ */ createIcon(Scale, 'IconDisputes');
export const IconPaymentLinks = /* @__PURE__ */ createIcon(Link2, 'IconPaymentLinks');
export const IconTeam = /* @__PURE__ */ createIcon(Users, 'IconTeam');
export const IconDevelopers = /* @__PURE__ */ createIcon(CodeXml, 'IconDevelopers');
export const IconMailbox = /* @__PURE__ */ createIcon(Inbox, 'IconMailbox');
export const IconSettings = /* @__PURE__ */ createIcon(Settings, 'IconSettings');
export const IconLogout = /* @__PURE__ */ createIcon(LogOut, 'IconLogout', { mirrorInRtl: true });
export const IconOrganization = /* @__PURE__ */ createIcon(Building2, 'IconOrganization');
export const IconUser = /* @__PURE__ */ createIcon(User, 'IconUser');
export const IconPayouts = /* @__PURE__ */ createIcon(Wallet, 'IconPayouts');
export const IconCard = /* @__PURE__ */ createIcon(CreditCard, 'IconCard');
export const IconApiKey = /* @__PURE__ */ createIcon(KeyRound, 'IconApiKey');
export const IconWebhook = /* @__PURE__ */ createIcon(Webhook, 'IconWebhook');
export const IconNotifications = /* @__PURE__ */ createIcon(Bell, 'IconNotifications');
export const IconHelp = /* @__PURE__ */ createIcon(CircleHelp, 'IconHelp');
export const IconMenu = /* @__PURE__ */ createIcon(Menu, 'IconMenu');
export const IconSidebar = /* @__PURE__ */ createIcon(PanelLeft, 'IconSidebar', {
  mirrorInRtl: true,
});

// Actions
export const IconSearch = /* @__PURE__ */ createIcon(Search, 'IconSearch');
export const IconFilter = /* @__PURE__ */ createIcon(ListFilter, 'IconFilter');
export const IconCopy = /* @__PURE__ */ createIcon(Copy, 'IconCopy');
export const IconCheck = /* @__PURE__ */ createIcon(Check, 'IconCheck');
export const IconClose = /* @__PURE__ */ createIcon(X, 'IconClose');
export const IconPlus = /* @__PURE__ */ createIcon(Plus, 'IconPlus');
export const IconMinus = /* @__PURE__ */ createIcon(Minus, 'IconMinus');
export const IconEdit = /* @__PURE__ */ createIcon(Pencil, 'IconEdit');
export const IconDelete = /* @__PURE__ */ createIcon(Trash2, 'IconDelete');
export const IconRefund = /* @__PURE__ */ createIcon(Undo2, 'IconRefund');
export const IconExternalLink = /* @__PURE__ */ createIcon(ExternalLink, 'IconExternalLink');
export const IconDownload = /* @__PURE__ */ createIcon(Download, 'IconDownload');
export const IconUpload = /* @__PURE__ */ createIcon(Upload, 'IconUpload');
export const IconRefresh = /* @__PURE__ */ createIcon(RefreshCw, 'IconRefresh');
export const IconMore = /* @__PURE__ */ createIcon(Ellipsis, 'IconMore');
export const IconMoreVertical = /* @__PURE__ */ createIcon(EllipsisVertical, 'IconMoreVertical');
export const IconEye = /* @__PURE__ */ createIcon(Eye, 'IconEye');
export const IconEyeOff = /* @__PURE__ */ createIcon(EyeOff, 'IconEyeOff');
export const IconCalendar = /* @__PURE__ */ createIcon(Calendar, 'IconCalendar');
export const IconClock = /* @__PURE__ */ createIcon(Clock, 'IconClock');
export const IconLanguage = /* @__PURE__ */ createIcon(Globe, 'IconLanguage');
export const IconLock = /* @__PURE__ */ createIcon(Lock, 'IconLock');

// Direction
export const IconChevronDown = /* @__PURE__ */ createIcon(ChevronDown, 'IconChevronDown');
export const IconChevronUp = /* @__PURE__ */ createIcon(ChevronUp, 'IconChevronUp');
export const IconChevronStart = /* @__PURE__ */ createIcon(ChevronLeft, 'IconChevronStart', {
  mirrorInRtl: true,
});
export const IconChevronEnd = /* @__PURE__ */ createIcon(ChevronRight, 'IconChevronEnd', {
  mirrorInRtl: true,
});
export const IconChevronsStart = /* @__PURE__ */ createIcon(ChevronsLeft, 'IconChevronsStart', {
  mirrorInRtl: true,
});
export const IconChevronsEnd = /* @__PURE__ */ createIcon(ChevronsRight, 'IconChevronsEnd', {
  mirrorInRtl: true,
});
export const IconChevronsUpDown = /* @__PURE__ */ createIcon(ChevronsUpDown, 'IconChevronsUpDown');
export const IconArrowUp = /* @__PURE__ */ createIcon(ArrowUp, 'IconArrowUp');
export const IconArrowDown = /* @__PURE__ */ createIcon(ArrowDown, 'IconArrowDown');

// Status
export const IconSuccess = /* @__PURE__ */ createIcon(CircleCheck, 'IconSuccess');
export const IconWarning = /* @__PURE__ */ createIcon(TriangleAlert, 'IconWarning');
export const IconError = /* @__PURE__ */ createIcon(CircleX, 'IconError');
export const IconInfo = /* @__PURE__ */ createIcon(Info, 'IconInfo');
export const IconPending = /* @__PURE__ */ createIcon(Hourglass, 'IconPending');
export const IconBlocked = /* @__PURE__ */ createIcon(Ban, 'IconBlocked');
export const IconNeutral = /* @__PURE__ */ createIcon(Circle, 'IconNeutral');
export const IconProcessing = /* @__PURE__ */ createIcon(LoaderCircle, 'IconProcessing');

// Theme
export const IconSun = /* @__PURE__ */ createIcon(Sun, 'IconSun');
export const IconMoon = /* @__PURE__ */ createIcon(Moon, 'IconMoon');
export const IconMonitor = /* @__PURE__ */ createIcon(Monitor, 'IconMonitor');
