import { and, eq, isNull, or } from 'drizzle-orm';
import { getProductMediaUriInput, productMediaDto } from '../../src/api/schemas/product.js';
import { BOOKING_GRANT_HEADER, verifyBookingGrant } from '../abp/bookingGrant.js';
import { EntityNotFoundError, UserFriendlyError } from '../abp/errors.js';
import { op, type ServiceDefinition } from '../abp/service.js';
import { products } from '../db/schema.js';
import { textIn } from './productOffers.js';

/**
 * Product (issue 13): GET GetProductMediaUri?ProductTypeId&ProductId — the pictures of a product, for a visitor
 * holding a booking grant; a tenant's own products are only shown to that tenant's visitors.
 */
export const productService: ServiceDefinition = {
  name: 'Product',
  anonymous: true,
  operations: {
    GetProductMediaUri: op({
      input: getProductMediaUriInput,
      output: productMediaDto,
      handler: async (ctx, input) => {
        const grant = verifyBookingGrant(ctx.deps.secret, ctx.request.headers[BOOKING_GRANT_HEADER]);
        if (!grant) throw new UserFriendlyError({ key: 'BookingAccessRequired' }, null, 0, 403);
        const [p] = await ctx.db
          .select()
          .from(products)
          .where(
            and(
              eq(products.id, input.productId),
              eq(products.type, input.productTypeId),
              eq(products.isActive, true),
              or(isNull(products.tenantId), eq(products.tenantId, grant.tenantId)),
            ),
          );
        if (!p) throw new EntityNotFoundError('Product', input.productId);
        const title = textIn(p.names, ctx.culture);
        return {
          productId: p.id,
          productTypeId: p.type,
          items: p.images.map((uri, i) => ({
            uri,
            mediaType: uri.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg',
            title,
            isMain: i === 0,
          })),
        };
      },
    }),
  },
};
