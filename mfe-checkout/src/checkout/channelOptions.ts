import type { PayChannel, PayChannelGroup } from '@mall/shared/contract';
import { providerOfChannel } from '../payments';
import { type ChannelContext, type ChannelOption, offeredChannels } from './channelRules';

/** One choosable payment method of the payment section: a channel, or one method inside it. */
export interface PayOption extends ChannelOption {
  /** Unique per option: CHANNEL or CHANNEL:method. */
  key: string;
  name: string;
  icon: string;
  cardStyle: boolean;
  savedCard: boolean;
  channelConfig: PayChannel;
}

/** A method's icon sits beside its channel's (mall-api serves /media/payments/<code>.svg). */
const methodIcon = (channelIcon: string, method: string) => channelIcon.replace(/[^/]+\.svg$/, `${method}.svg`);

/**
 * The channels as the buyer chooses them: a channel with methods (Adyen: Apple Pay, iDEAL ...)
 * offers each method; its configMap names and orders them when it has an entry.
 */
export function toPayOptions(groups: readonly PayChannelGroup[]): PayOption[] {
  const options: PayOption[] = [];
  for (const config of groups.flatMap((group) => group.payChannels)) {
    // Never offer what cannot pay: a channel with no provider here, or whose gateway mall-api has
    // not configured (mall-api leaves those out already; this holds against an older server too).
    if (!providerOfChannel(config.channel) || !config.configured) continue;
    const common = {
      channel: config.channel,
      anonymous: config.anonymous,
      isCardAggregator: config.isCardAggregator,
      cardStyle: config.cardStyle,
      savedCard: config.savedCard,
      channelConfig: config,
    };
    if (config.paymentMethods.length === 0) {
      options.push({ ...common, key: config.channel, method: null, name: config.channelName, icon: config.icon, order: config.sort * 100 });
      continue;
    }
    config.paymentMethods.forEach((method, index) => {
      const display = config.configMap.find((entry) => entry.type === method.type);
      options.push({
        ...common,
        key: `${config.channel}:${method.type}`,
        method: method.type,
        name: display?.holdName || display?.name || method.name,
        icon: methodIcon(config.icon, method.type),
        order: config.sort * 100 + (display?.order ?? index),
      });
    });
  }
  return options;
}

/** What the payment section lists: every rule applied, in the spec's order. */
export function payOptionsFor(groups: readonly PayChannelGroup[], context: ChannelContext, country: string): PayOption[] {
  return offeredChannels(toPayOptions(groups), context, country);
}
