// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Localizable : NSObject
/// Plural format key: "%#@apples@"
+ (NSString*)applesCountWithValue:(NSInteger)p1;
/// Plural format key: "%#@Matches@"
+ (NSString*)competitionEventNumberOfMatchesWithValue:(NSInteger)p1;
/// Plural format key: "%#@Subscriptions@"
+ (NSString*)feedSubscriptionCountWithValue:(NSInteger)p1;
@end


NS_ASSUME_NONNULL_END
