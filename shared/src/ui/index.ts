/// <reference path="./css.d.ts" />
// The design tokens, then the primitives' stylesheet: bundles get both by importing anything from here.
import './tokens.css';
import './ui.css';

export { Accordion, type AccordionItem, type AccordionProps } from './Accordion';
export { type BottomSheetProps } from './BottomSheet';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { type ConfirmDialogProps } from './ConfirmDialog';
export { CopyButton, type CopyButtonProps } from './CopyButton';
export { copyText } from './copyText';
export { Countdown, type CountdownProps } from './Countdown';
export { type DialogProps } from './Dialog';
export { DisclosureMenu, type DisclosureMenuProps } from './DisclosureMenu';
export { type DrawerProps } from './Drawer';
export { BottomSheet, ConfirmDialog, Dialog, Drawer, preloadOverlays } from './lazyOverlays';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorNotice, errorMessageKey, type ErrorNoticeProps } from './ErrorNotice';
export { IMAGE_PLACEHOLDER, Image, type ImageProps } from './Image';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { Price, type PriceProps } from './Price';
export { Pagination, type PaginationProps } from './Pagination';
export { pageSlots, type PageSlot } from './pages';
export { PageLoader, Spinner, type PageLoaderProps, type SpinnerProps } from './Spinner';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { Toaster } from './Toaster';
export { DEFAULT_TOAST_DURATION, toast, useToastStore, type ToastItem, type ToastKind, type ToastOptions } from './toastStore';
export { countdownParts, useCountdown, type CountdownParts, type UseCountdownOptions } from './useCountdown';
export { MOBILE_QUERY, ServerMediaContext, useIsMobile, useMediaQuery } from './useMediaQuery';
export { VisuallyHidden } from './VisuallyHidden';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { useInlinePanel } from './useInlinePanel';
